import { customRequestSuccess } from '../features/custom-request/api/custom-request-row';
import { enquirySuccessMessage } from '../features/enquiry-form/api/enquiry-row';
import {
  accommodationLabels,
  type CustomRequestMessages,
  customBudgetLabels,
  customRequestFieldMessages,
  destinationChoiceLabels,
  transportationLabels,
} from '../schemas/custom-request-options';
import {
  durationLabels,
  type EnquiryMessages,
  enquiryMessages,
  groupSizeLabels,
  tourChoiceLabels,
} from '../schemas/enquiry-options';

const enquiryValidation: EnquiryMessages = enquiryMessages;
const customValidation: CustomRequestMessages = customRequestFieldMessages;

/**
 * Every string of the enquiry slice a visitor reads, in English (today's text, exactly). The option
 * labels and field messages are the schemas' own (src/schemas/); the values the forms store never
 * change with the language, only these labels do.
 */
export const en = {
  options: {
    groupSize: groupSizeLabels,
    duration: durationLabels,
    tour: tourChoiceLabels,
    customBudget: customBudgetLabels,
    accommodation: accommodationLabels,
    destination: destinationChoiceLabels,
    transportation: transportationLabels,
  },
  form: {
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    groupSize: 'Group Size',
    travelDate: 'Preferred Travel Date',
    specialRequirements: 'Special Requirements',
  },
  status: {
    failure: 'There was an error submitting your inquiry. Please try again or contact us directly.',
    rateLimit:
      'We are receiving a lot of messages right now, so this one was not sent. Everything you typed is still here: please try again in a few minutes, or reach us straight away:',
    /** Around the phone link and the WhatsApp link that follow the rate-limit message. */
    beforePhone: 'call ',
    afterPhone: ' or ',
    whatsapp: 'WhatsApp us',
    end: '.',
  },
  enquiry: {
    heading: 'Send Us an Enquiry',
    intro: 'Tell us about your group and dates, and we will send you a customized itinerary.',
    duration: 'Preferred Duration',
    tour: 'Tour Package',
    groupSizePlaceholder: 'Select group size',
    durationPlaceholder: 'Select duration',
    tourPlaceholder: 'Select a tour',
    specialPlaceholder: 'Dietary needs, accessibility, helicopter or pony bookings...',
    send: 'Send Enquiry',
    /** `destination` is the page's destination as stored (the English profile name). */
    success: (destination: string) => enquirySuccessMessage(destination),
    demoWhat: 'enquiries',
    validation: enquiryValidation,
  },
  custom: {
    eyebrow: 'Personalized itinerary',
    title: 'Custom Package Request',
    lead: 'Tell us how you want to travel and we will create a personalized itinerary for your yatra.',
    sectionLabel: 'Your request',
    formLabel: 'Custom package request',
    personal: 'Personal Information',
    travel: 'Travel Details',
    additional: 'Additional Requirements',
    labels: {
      duration: 'Duration',
      budget: 'Budget per Person',
      destinations: 'Destinations',
      accommodation: 'Accommodation',
      transportation: 'Transportation',
    },
    placeholders: {
      group_size: 'Select group size',
      duration: 'Select duration',
      budget: 'Select budget per person',
      destinations: 'Select destinations',
      accommodation: 'Select accommodation',
      transportation: 'Select transportation',
    },
    specialPlaceholder: 'Side trips, dietary needs, accessibility, pace, festivals you want to see...',
    submit: 'Submit Custom Request',
    success: customRequestSuccess,
    returning: 'Taking you back to the home page...',
    goNow: 'Go now',
    demoWhat: 'requests',
    validation: customValidation,
    aside: {
      label: 'About custom packages',
      help: 'Need Help?',
      beforePhone: 'Call ',
      afterPhone: '',
      whatsapp: 'Chat on WhatsApp',
      beforeEmail: 'Email ',
      mailSubject: 'Custom package request',
      howItWorks: 'How It Works',
    },
  },
};

export type Messages = typeof en;
