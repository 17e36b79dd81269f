import { notificationDeliveryTexts as t } from '@homebid/contracts/notifications';
import { formatCents } from '@homebid/contracts/wallet';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { EmailLayout } from './email-layout';
import { colors, link, small, text } from './email-style';

/** The project a notification is about, as its reader may see it (a pro's title masked until it may see contacts). */
export interface EmailProjectCard {
  title: string;
  city: string;
  state: string;
  budgetCents: number | null;
  /** Miles from the pro's nearest service area; null for a customer, or when unknown. */
  distanceMiles: number | null;
}

export interface NotificationTemplateProps {
  greeting: string;
  /** The readable title (notificationTitle), never the task name. */
  title: string;
  /** The notification's own text. */
  text: string;
  project: EmailProjectCard | null;
  /** Where the button goes: the notification's link, or the reader's notifications page. */
  url: string;
  /** Why the person gets it (the settings row that allows it). */
  why: string;
  /** The one-click address of List-Unsubscribe (a POST switches this type's e-mails off). */
  unsubscribeUrl: string;
  /** The page the footer links: it names the type and offers the same switch as a button. */
  unsubscribePageUrl: string;
  settingsUrl: string;
}

function ProjectCard({ project }: { project: EmailProjectCard }) {
  const line = { ...text, fontSize: '14px', lineHeight: '20px', color: colors.muted, margin: '0 0 4px' };
  const budget = project.budgetCents === null ? t.emailBudgetNone : formatCents(project.budgetCents);
  return (
    <Section
      style={{
        margin: '0 0 24px',
        padding: '16px',
        border: `1px solid ${colors.line}`,
        borderLeft: `4px solid ${colors.brand}`,
        borderRadius: '8px',
        backgroundColor: '#f8fafc',
      }}
    >
      <Text style={{ ...text, fontSize: '18px', lineHeight: '24px', fontWeight: 'bold', margin: '0 0 8px' }}>
        {project.title}
      </Text>
      <Text style={line}>{`${project.city}, ${project.state}`}</Text>
      <Text style={line}>{`${t.emailBudget}: ${budget}`}</Text>
      {project.distanceMiles === null ? null : <Text style={line}>{t.emailDistance(project.distanceMiles)}</Text>}
    </Section>
  );
}

/** A notification e-mail: the title, the text, the project's card when it is about one, and one button. */
export function NotificationTemplate(props: NotificationTemplateProps) {
  const { greeting, title, project, url, why, unsubscribePageUrl, settingsUrl } = props;
  return (
    <EmailLayout
      preview={props.text}
      footer={
        <>
          <Text style={small}>{why}</Text>
          <Text style={small}>
            <Link href={unsubscribePageUrl} style={link}>
              {t.emailUnsubscribe}
            </Link>
            {' · '}
            <Link href={settingsUrl} style={link}>
              {t.emailSettings}
            </Link>
          </Text>
        </>
      }
    >
      <Text style={text}>{greeting}</Text>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: colors.text, margin: '0 0 12px' }}>
        {title}
      </Heading>
      <Text style={text}>{props.text}</Text>
      {project ? <ProjectCard project={project} /> : null}
      <Section style={{ margin: '0 0 16px' }}>
        <Button
          href={url}
          style={{
            display: 'inline-block',
            padding: '12px 24px',
            backgroundColor: colors.brand,
            color: '#ffffff',
            fontSize: '16px',
            lineHeight: '24px',
            fontWeight: 'bold',
            textDecoration: 'none',
            borderRadius: '6px',
          }}
        >
          {t.emailButton(project !== null)}
        </Button>
      </Section>
      <Text style={{ ...small, wordBreak: 'break-all' }}>
        {`${t.emailLinkHint} `}
        <Link href={url} style={link}>
          {url}
        </Link>
      </Text>
    </EmailLayout>
  );
}
