import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AvatarPopover from './avatar-popover';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it is rendered as antd would render it.

test("an avatar group's overflow shows at once, and its popover on hover once loaded", async () => {
  const user = userEvent.setup();
  render(
    <AvatarPopover content="Two more people">
      <span>+2</span>
    </AvatarPopover>,
  );
  expect(screen.getByText('+2')).toBeInTheDocument();
  // Hovered before the popover's code is there, the count shows alone; hovered again, it opens.
  await waitFor(async () => {
    await user.unhover(screen.getByText('+2'));
    await user.hover(screen.getByText('+2'));
    expect(await screen.findByText('Two more people', {}, { timeout: 300 })).toBeInTheDocument();
  });
});
