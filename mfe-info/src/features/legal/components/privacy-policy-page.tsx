/** First cut of the page (spec §2). */
export function PrivacyPolicyPage() {
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <h1>Privacy Policy</h1>
          <p>Last updated December 2024</p>
        </div>
      </header>
      <section className="ui-section">
        <div className="ui-container">
          <h2>1. Information We Collect</h2>
          <h2>2. How We Use Your Information</h2>
          <h2>3. Information Sharing</h2>
          <h2>4. Data Security</h2>
          <h2>5. Your Rights</h2>
          <h2>6. Cookies and Tracking</h2>
        </div>
      </section>
    </>
  );
}
