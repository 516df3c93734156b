import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screens load some of their parts on first use (dialogs, drawers, the kit's message code): on a
// busy two-core machine the import alone can take longer than findBy's default second. A test
// still fails when the thing never shows, five seconds later.
configure({ asyncUtilTimeout: 5000 });
