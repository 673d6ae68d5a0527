import { registerStrings } from '@/lib/i18n';
import candidates from '#site/strings/candidates.json';

// The candidates' pages' interface strings (the FAQ, the candidates index) travel with their code,
// not with every page (src/lib/i18n.ts).
// Every module of this feature that renders text imports this one.
registerStrings('candidates', candidates);
