import LoginPage from './login';

/** Issue 18: /customer/login, the provider's login page (both tabs) for the customer's role. */
export default function CustomerLoginPage() {
  return <LoginPage role="customer" />;
}
