import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { Link, Text } from '@react-email/components';
import { EmailLayout } from './email-layout';
import { colors, link, small, text } from './email-style';

export interface OneTimeCodeTemplateProps {
  greeting: string;
  intro: string;
  code: string;
  /** How long the code is valid, that it works once, that nothing changes without it, that no one asks for it. */
  notes: string[];
  publicUrl: string;
}

/** A one-time code: the six digits large, on a line of their own. No unsubscribe: the person asked for it. */
export function OneTimeCodeTemplate({ greeting, intro, code, notes, publicUrl }: OneTimeCodeTemplateProps) {
  return (
    <EmailLayout
      preview={intro}
      footer={
        <Text style={small}>
          {`The ${PRODUCT_NAME} team · `}
          <Link href={publicUrl} style={link}>
            {publicUrl}
          </Link>
        </Text>
      }
    >
      <Text style={text}>{greeting}</Text>
      <Text style={text}>{intro}</Text>
      <Text
        style={{
          margin: '8px 0 24px',
          padding: '12px 16px',
          textAlign: 'center',
          fontFamily: "'Courier New', Courier, monospace",
          fontSize: '32px',
          lineHeight: '40px',
          fontWeight: 'bold',
          letterSpacing: '8px',
          color: colors.brandDark,
          backgroundColor: colors.brandTint,
          border: `1px solid ${colors.brandBorder}`,
          borderRadius: '8px',
        }}
      >
        {code}
      </Text>
      {notes.map((note) => (
        <Text
          key={note}
          style={{ ...text, fontSize: '14px', lineHeight: '22px', color: colors.muted, margin: '0 0 4px' }}
        >
          {note}
        </Text>
      ))}
    </EmailLayout>
  );
}
