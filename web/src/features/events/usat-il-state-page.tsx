import { SimplePage } from '../../components/ui/simple-page';

export function UsatIlStatePage() {
  return <SimplePage titleId="usat.title" leadId="usat.lead" />;
}
