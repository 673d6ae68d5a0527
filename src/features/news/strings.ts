import { registerStrings } from '@/lib/i18n';
import news from '#site/strings/news.json';

// The news pages' interface strings (posts and lists read from the database) travel with their
// code, not with every page (src/lib/i18n.ts). Every module of this feature that renders text
// imports this one.
registerStrings('news', news);
