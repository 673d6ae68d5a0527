import { registerPortuguese } from '@/lib/i18n';
import candidates from '../../../locales/pt/candidates.json';

// The candidates' pages' interface strings (the FAQ, the candidates index) travel with their code,
// not with every page (src/lib/i18n.ts).
// Every module of this feature that renders text imports this one.
registerPortuguese('candidates', candidates);
