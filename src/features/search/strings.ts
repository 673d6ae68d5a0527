import { registerStrings } from '@/lib/i18n';
import search from '#site/strings/search.json';

// The search page's interface strings travel with its code, not with every page (src/lib/i18n.ts).
// Every module of this feature that renders text imports this one.
registerStrings('search', search);
