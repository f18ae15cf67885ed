import { SimplePage } from '../../components/ui/simple-page';

export function RegisterPage() {
  return <SimplePage titleId="register.title" leadId="register.lead" />;
}
