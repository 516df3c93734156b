import { bodyParagraphs } from './paragraphs';

describe('bodyParagraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(bodyParagraphs(' One.\n\n  Two.\n \nThree. ')).toEqual(['One.', 'Two.', 'Three.']);
  });
  it('leaves out a paragraph that only repeats the lead shown above it', () => {
    expect(
      bodyParagraphs('No settlement in the listed markets.', 'No settlement in the listed markets.'),
    ).toEqual([]);
    expect(bodyParagraphs('Lead.\n\nMore.', 'Lead.')).toEqual(['More.']);
  });
});
