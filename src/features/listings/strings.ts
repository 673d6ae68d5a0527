import { registerStrings } from '@/lib/i18n';
import listings from '#site/strings/listings.json';

// The list pages' interface strings (scientific output, alumni) travel with their code, not with
// every page (src/lib/i18n.ts). Every module of this feature that renders text imports this one.
registerStrings('listings', listings);
