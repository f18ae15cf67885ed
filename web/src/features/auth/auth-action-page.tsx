import { SimplePage } from '../../components/ui/simple-page';

export function AuthActionPage() {
  return <SimplePage titleId="authAction.title" leadId="authAction.lead" />;
}
