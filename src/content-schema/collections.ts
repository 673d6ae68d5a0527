import type { Result } from 'velite';
import {
  advisers,
  advisorAreas,
  researchLines,
  areaGroups,
  faq,
  news,
  publications,
  navigation,
  sections,
  placeholders,
} from './lists';
import {
  home,
  programme,
  contact,
  history,
  planning,
  programmePage,
  awards,
  socialImpact,
  cityGuide,
  advisersPage,
  researchLinesPage,
  contactPage,
  faqPage,
  privacy,
  accessibility,
} from './singles';

// ---------------------------------------------------------------------------------------------

export const collections = {
  advisers,
  advisorAreas,
  researchLines,
  areaGroups,
  faq,
  news,
  publications,
  navigation,
  sections,
  placeholders,
  home,
  programme,
  contact,
  history,
  planning,
  programmePage,
  awards,
  socialImpact,
  cityGuide,
  advisersPage,
  researchLinesPage,
  contactPage,
  faqPage,
  privacy,
  accessibility,
};

export type Data = Result<typeof collections>;
