import { registerStrings } from '@/lib/i18n';
import researchLines from '#site/strings/research-lines.json';

// The research lines page's interface strings travel with its code, not with every page
// (src/lib/i18n.ts).
// Every module of this feature that renders text imports this one.
registerStrings('research-lines', researchLines);
