import { registerStrings } from '@/lib/i18n';
import cms from '#site/strings/cms.json';

// This feature's interface strings travel with its code, not with every page (src/lib/i18n.ts).
// Every module of this feature that renders its text imports this one.
registerStrings('cms', cms);
