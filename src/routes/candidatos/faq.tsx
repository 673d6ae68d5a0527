import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/candidates/FaqPage';

export const Route = createFileRoute('/candidatos/faq')({ component: FaqPage });
