package att

import "testing"

// Every kind of step has its rule, named, that either does something or
// asks something: the engine would refuse a step of a kind without one.
func TestEveryStepKindHasARule(t *testing.T) {
	for k, r := range attRules {
		if r.Name == "" || (r.Do == nil) == (r.Ask == nil) || (r.Ask == nil) != (r.Answer == nil) {
			t.Errorf("step kind %d: rule %q with Do %v, Ask %v, Answer %v", k, r.Name, r.Do != nil, r.Ask != nil, r.Answer != nil)
		}
	}
}
