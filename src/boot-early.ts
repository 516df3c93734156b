// The entry's second import, for its side effect: runs before the rest of the first chunk is
// evaluated (ES modules evaluate in import order), which a call in index.tsx's body would not.
import { bootLandingEarly } from './app/routing/early-boot';

bootLandingEarly();
