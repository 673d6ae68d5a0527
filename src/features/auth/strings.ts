import { DEFAULT_LANGUAGE, registerStrings } from '@/lib/i18n';
import auth from '../../../locales/pt/auth.json';

// This feature's interface strings travel with its code, not with every page (src/lib/i18n.ts).
// Every module of this feature that renders its text imports this one. Portuguese in every build:
// the staff's pages have no other language, and an English page's footer links to them in the
// same document, whose other strings may be English (STAFF_AREAS).
registerStrings('auth', auth, DEFAULT_LANGUAGE);
