import { extendCommon } from '@freight/i18n';
import en from './en.json';
import sp from './sp.json';
import fr from './fr.json';

/**
 * The shell's account and legal pages' texts (`account.*`, `terms.*`). Imported by those pages only, so they
 * arrive with the pages' chunks rather than with /login.
 */
extendCommon({ en, sp, fr });
