import { SimplePage } from '../../components/ui/simple-page';

export function JoinLegacyPage() {
  return <SimplePage titleId="joinLegacy.title" leadId="joinLegacy.lead" />;
}
