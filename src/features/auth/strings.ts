import { registerPortuguese } from '@/lib/i18n';
import auth from '../../../locales/pt/auth.json';

// This feature's interface strings travel with its code, not with every page (src/lib/i18n.ts).
// Every module of this feature that renders its text imports this one.
registerPortuguese('auth', auth);
