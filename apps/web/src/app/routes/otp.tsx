import LoginPage from './login';

/** Spec §2 route table: /otp, the OTP screen, is the login page on its 'Login using OTP' tab. */
export default function OtpPage() {
  return <LoginPage initialMethod="otp" />;
}
