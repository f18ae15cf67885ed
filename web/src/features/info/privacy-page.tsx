import { SimplePage } from '../../components/ui/simple-page';

export function PrivacyPage() {
  return <SimplePage titleId="privacy.title" leadId="privacy.lead" />;
}
