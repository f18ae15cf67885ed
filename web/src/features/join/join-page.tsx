import { SimplePage } from '../../components/ui/simple-page';

export function JoinPage() {
  return <SimplePage titleId="join.title" leadId="join.lead" />;
}
