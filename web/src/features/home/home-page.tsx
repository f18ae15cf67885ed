import { SimplePage } from '../../components/ui/simple-page';

export function HomePage() {
  return <SimplePage titleId="home.title" leadId="home.lead" />;
}
