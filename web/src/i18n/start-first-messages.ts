/** Imported first by each entry, for its effect: the reader's words are asked for before React starts (first-messages.ts). */
import { startLoadingFirstMessages } from './first-messages';

startLoadingFirstMessages();
