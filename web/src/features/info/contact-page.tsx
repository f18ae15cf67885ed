import { SimplePage } from '../../components/ui/simple-page';

export function ContactPage() {
  return <SimplePage titleId="contact.title" leadId="contact.lead" />;
}
