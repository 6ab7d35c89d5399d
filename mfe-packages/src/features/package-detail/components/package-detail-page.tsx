import type { SlicePageProps } from '@chardham/shared/contracts';
import { href } from '@chardham/shared/routes';
import { Link, useParams } from 'react-router-dom';

const firstCut: Record<string, string> = {
  'complete-chardham': 'Complete Chardham Yatra',
  'deluxe-pilgrimage': 'DoDham Yatra',
  'standard-package': 'Kedarnath Tour',
  'luxury-experience': '2Dham with Tungnath',
  'chardham-tungnath': 'Chardham with Tungnath',
};

/** First cut of /package/{id} (spec §2 Package detail). */
export function PackageDetailPage({ slots }: SlicePageProps) {
  const { id = '' } = useParams();
  const { EnquiryForm, CustomRequest } = slots;
  if (id === 'custom-package') return <CustomRequest />;
  const name = firstCut[id];
  if (!name) {
    return (
      <header className="ui-page-header">
        <div className="ui-container">
          <h1>Package Not Found</h1>
          <p>The package you're looking for doesn't exist.</p>
          <Link to={href.home()} className="ui-button ui-button--light">
            Back to Home
          </Link>
        </div>
      </header>
    );
  }
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <Link to={href.packages()} className="ui-button ui-button--light">
            Back to Packages
          </Link>
          <h1>{name}</h1>
        </div>
      </header>
      <section className="ui-section">
        <div className="ui-container">
          <EnquiryForm destination={name} packageType={name} />
        </div>
      </section>
    </>
  );
}
