import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Mail, MessageCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactTopics, createContactMessageInputSchema, type CreateContactMessageInput } from '@brainboost/domain/schemas/contact';
import { PageHero } from '../../../components/page-hero';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSendContactMessage } from '../api/submit-contact';
import { SubmissionReceipt } from '../components/submission-receipt';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { useFieldError } from '../../../components/forms/use-field-error';
import { toast } from '../../../lib/toast';

export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  const mutation = useSendContactMessage();
  const form = useForm<CreateContactMessageInput>({
    resolver: zodResolver(createContactMessageInputSchema),
    defaultValues: { name: '', email: '', topic: 'general', message: '' },
  });
  const { errors } = form.formState;
  const error = useFieldError();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset();
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:contact.failed'));
    }
  });

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-12 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="sr-only">
            {t('formTitle')}
          </h2>
          {mutation.isSuccess ? (
            <SubmissionReceipt receipt={mutation.data} title={t('sentTitle')} body={t('sentBody')} onAnother={() => mutation.reset()} />
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              className="flex flex-col gap-5 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t('name')} error={error(errors.name?.message)}>
                  {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
                </Field>
                <Field label={t('email')} error={error(errors.email?.message)}>
                  {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
                </Field>
              </div>
              <Field label={t('topic')} error={error(errors.topic?.message)}>
                {(p) => (
                  <Select {...p} {...form.register('topic')}>
                    {contactTopics.map((topic) => (
                      <option key={topic} value={topic}>
                        {t(`topics.${topic}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('message')} error={error(errors.message?.message)} hint={t('messageHint')}>
                {(p) => <Textarea {...p} rows={7} {...form.register('message')} />}
              </Field>
              <p className="text-sm text-[var(--fg-muted)]">
                {t('privacyNote')}{' '}
                <Link to="/privacy-policy" className="font-medium text-brand-700 underline dark:text-brand-200">
                  {t('privacyLink')}
                </Link>
              </p>
              <SubmitButton pending={mutation.isPending} pendingLabel={t('sending')} size="lg" className="self-start">
                {t('send')}
              </SubmitButton>
            </form>
          )}
        </section>
        <aside className="flex flex-col gap-4">
          {[
            { icon: MessageCircle, title: t('aside.supportTitle'), body: t('aside.supportBody') },
            {
              icon: Building2,
              title: t('aside.schoolsTitle'),
              body: t('aside.schoolsBody'),
              link: { to: '/enterprise-contact', label: t('aside.schoolsLink') },
            },
            { icon: Mail, title: t('aside.privacyTitle'), body: t('aside.privacyBody') },
          ].map(({ icon: Icon, title, body, link }) => (
            <div key={title} className="rounded-2xl border border-[var(--border)] bg-[var(--bg-subtle)] p-5">
              <Icon className="size-6 text-brand-600" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-[var(--fg-muted)]">{body}</p>
              {link && (
                <Link to={link.to} className="mt-2 inline-block text-sm font-semibold text-brand-700 dark:text-brand-200">
                  {link.label}
                </Link>
              )}
            </div>
          ))}
        </aside>
      </div>
    </>
  );
}
