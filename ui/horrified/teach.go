package horrified

import "github.com/hauntgames/haunt/ui/common"

// Pages is one page: the whole table.
func (b *Board) Pages(w, h int) []string { return []string{"Board"} }

// At knows no places yet.
func (b *Board) At(view any, page, w, h, x, y int) string { return "" }

// Reference is the description for now.
func (b *Board) Reference(c *common.Common, view any, width int) string { return b.Describe(view) }

// Explain has nothing to add yet.
func (b *Board) Explain(c *common.Common, view any, sel common.Selection, width int) string {
	return ""
}

// Summary is empty for now.
func (b *Board) Summary(view any) string { return "" }
