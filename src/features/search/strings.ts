import { registerPortuguese } from '@/lib/i18n';
import search from '../../../locales/pt/search.json';

// The search page's interface strings travel with its code, not with every page (src/lib/i18n.ts).
// Every module of this feature that renders text imports this one.
registerPortuguese('search', search);
