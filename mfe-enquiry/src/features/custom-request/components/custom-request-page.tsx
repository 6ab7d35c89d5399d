/** First cut of the custom package request page (spec §2). */
export function CustomRequestPage() {
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <h1>Custom Package Request</h1>
          <p>Tell us how you want to travel and we will create a personalized itinerary.</p>
        </div>
      </header>
      <section className="ui-section">
        <div className="ui-container">
          <h2>Personal Information</h2>
          <h2>Travel Details</h2>
          <h2>Additional Requirements</h2>
        </div>
      </section>
    </>
  );
}
