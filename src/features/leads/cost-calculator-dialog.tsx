import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormField } from '../../components/form/form-field';
import { SelectInput } from '../../components/form/select-input';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input } from '../../components/ui/input';
import { type CostEstimateForm, costEstimateSchema } from '../../contract/forms';
import {
  CALCULATOR_COMPLEXITY,
  CALCULATOR_FEATURES,
  CALCULATOR_PROJECT_TYPES,
  CALCULATOR_TEAM_SIZES,
  CALCULATOR_TIMELINES,
} from '../../contract/options';
import { useRequestCostEstimate } from './api/request-cost-estimate';
import { CardLeadDialog } from './components/card-lead-dialog';
import { FeatureCheckboxes } from './components/feature-checkboxes';

// Every field, the selects included (on their empty placeholder option, which the
// schema refuses, hence the cast). A field left out of the reset is read back from
// its still-mounted select, and the reopened form would keep the old choice.
const EMPTY = {
  name: '',
  email: '',
  company: '',
  projectType: '',
  complexity: '',
  timeline: '',
  teamSize: '',
  features: [],
} as unknown as Partial<CostEstimateForm>;

/** The project cost calculator of the home page's lead cards. */
export function CostCalculatorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(costEstimateSchema, EMPTY);
  const mutation = useRequestCostEstimate();
  const { errors } = form.formState;

  return (
    <CardLeadDialog
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      mutation={mutation}
      title="Project Cost Calculator"
      description="Answer a few questions about scope and team. Our engineers will price it properly and send you a detailed estimate within 24 hours, free."
      size="lg"
      label="Project cost calculator"
      submitLabel="Get My Estimate"
      pendingLabel="Calculating..."
      success={{
        title: 'Cost Estimate Requested!',
        description: "We'll send you a detailed project estimate within 24 hours.",
      }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormField label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Email Address" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </Stack>
      <FormField label="Company (optional)" error={errors.company?.message}>
        <Input autoComplete="organization" {...form.register('company')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Project Type" required error={errors.projectType?.message}>
          <SelectInput
            placeholder="Select a project type"
            options={CALCULATOR_PROJECT_TYPES}
            {...form.register('projectType')}
          />
        </FormField>
        <FormField label="Complexity" required error={errors.complexity?.message}>
          <SelectInput
            placeholder="Select complexity level"
            options={CALCULATOR_COMPLEXITY}
            {...form.register('complexity')}
          />
        </FormField>
        <FormField label="Timeline" required error={errors.timeline?.message}>
          <SelectInput
            placeholder="Select timeline"
            options={CALCULATOR_TIMELINES}
            {...form.register('timeline')}
          />
        </FormField>
        <FormField label="Team Size" required error={errors.teamSize?.message}>
          <SelectInput
            placeholder="Select team size"
            options={CALCULATOR_TEAM_SIZES}
            {...form.register('teamSize')}
          />
        </FormField>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="features"
        render={({ field, fieldState }) => (
          <FeatureCheckboxes
            legend="Key Features"
            required
            helper="Select every feature the project needs."
            options={CALCULATOR_FEATURES}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
    </CardLeadDialog>
  );
}
