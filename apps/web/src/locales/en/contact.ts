import { CONTACT_MESSAGES } from '@watchify/contract';

/** The contact page (/contact): info cards and the contact form. Addresses and hours come from the service facts. */
export const contact = {
  title: 'Contact',
  intro: 'Questions, ideas or a problem with Watchify? Write to us and the support team will answer by e-mail.',
  info: {
    heading: 'How to reach us',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Support hours',
    timeZone: 'Times in {{zone}}',
  },
  form: {
    heading: 'Send us a message',
    required: 'All fields except the subject are required.',
    fullName: 'Full Name',
    email: 'Email',
    subject: 'Subject (optional)',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    success: 'Thank you! Your message has been sent. We will reply to your e-mail address.',
  },
  errors: {
    ...CONTACT_MESSAGES,
  },
};
