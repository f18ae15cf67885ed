import { SimplePage } from '../../components/ui/simple-page';

export function FaqPage() {
  return <SimplePage titleId="faq.title" leadId="faq.lead" />;
}
