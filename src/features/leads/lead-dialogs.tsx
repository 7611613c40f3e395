import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';

// Every lead dialog of the site (contact, consultation, cost calculator,
// newsletter, free audit) opens through this context, from any page. The dialogs
// and their form code load only when one is first opened.

export type ContactEntry = 'quote' | 'quick-quote' | 'consultation' | 'project';

export interface ContactDialogOptions {
  /** Which button opened it: sets the title, the description and the default service. */
  entry?: ContactEntry;
  /** A service to preselect (one of the contact dialog's service options). */
  service?: string;
  /** A description that replaces the entry point's default one. */
  description?: string;
}

export type LeadDialogState =
  | { kind: 'contact'; options: ContactDialogOptions }
  | { kind: 'consultation' | 'cost-calculator' | 'newsletter' | 'free-audit' };

export interface LeadDialogs {
  openContact: (options?: ContactDialogOptions) => void;
  openConsultation: () => void;
  openCostCalculator: () => void;
  openNewsletter: () => void;
  openFreeAudit: () => void;
}

const LeadDialogsContext = createContext<LeadDialogs | null>(null);

const LeadDialogHost = lazy(() => import('./lead-dialog-host'));

export function LeadDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LeadDialogState | null>(null);
  const [loaded, setLoaded] = useState(false);
  const api = useMemo<LeadDialogs>(() => {
    const open = (next: LeadDialogState) => {
      setLoaded(true);
      setState(next);
    };
    return {
      openContact: (options = {}) => open({ kind: 'contact', options }),
      openConsultation: () => open({ kind: 'consultation' }),
      openCostCalculator: () => open({ kind: 'cost-calculator' }),
      openNewsletter: () => open({ kind: 'newsletter' }),
      openFreeAudit: () => open({ kind: 'free-audit' }),
    };
  }, []);
  return (
    <LeadDialogsContext.Provider value={api}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <LeadDialogHost
            state={state}
            onClose={(kind) => setState((open) => (open?.kind === kind ? null : open))}
          />
        </Suspense>
      ) : null}
    </LeadDialogsContext.Provider>
  );
}

export function useLeadDialogs(): LeadDialogs {
  const api = useContext(LeadDialogsContext);
  if (!api) throw new Error('useLeadDialogs needs a LeadDialogsProvider');
  return api;
}
