import { registerPortuguese } from '@/lib/i18n';
import researchLines from '../../../locales/pt/research-lines.json';

// The research lines page's interface strings travel with its code, not with every page
// (src/lib/i18n.ts).
// Every module of this feature that renders text imports this one.
registerPortuguese('research-lines', researchLines);
