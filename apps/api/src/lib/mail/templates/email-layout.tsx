import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { colors, fontFamily } from './email-style';

export interface EmailLayoutProps {
  /** The line mail apps show after the subject in the inbox. */
  preview: string;
  children: ReactNode;
  /** The small print under the line (why the person gets it, the ways out). */
  footer: ReactNode;
}

/**
 * Every HomeBid e-mail: the HomeBid header, the content on a white card at most 600 px wide (the
 * full width of a phone below that), and the footer.
 */
export function EmailLayout({ preview, children, footer }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 8px', backgroundColor: colors.page, fontFamily, color: colors.text }}>
        <Container
          style={{
            width: '100%',
            maxWidth: '600px',
            backgroundColor: colors.card,
            borderRadius: '8px',
            border: `1px solid ${colors.line}`,
          }}
        >
          <Section style={{ padding: '20px 24px', borderBottom: `4px solid ${colors.brand}` }}>
            {/* The brand heads the HTML; the plain-text part starts with the greeting (its sender is HomeBid). */}
            <Text
              data-skip-in-text="true"
              style={{ margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 'bold', color: colors.brand }}
            >
              {PRODUCT_NAME}
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px 20px' }}>{footer}</Section>
        </Container>
      </Body>
    </Html>
  );
}
