import { SimplePage } from '../../components/ui/simple-page';

export function DirectoryPage() {
  return <SimplePage titleId="directory.title" leadId="directory.lead" />;
}
