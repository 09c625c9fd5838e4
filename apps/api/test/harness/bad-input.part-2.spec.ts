import { describeBadInputPart } from './bad-input-parts';

describeBadInputPart(1);
