package att

func (f *frame) legendPanel(w, rows int) []line {
	g := []line{
		{{"[G]", cGreen}, {"[O]", cOrange}, {"[R]", cRed}, {" tier", cSubtle}},
		{{"✦", cSecret}, {" secrets", cSubtle}},
		{{"Fo", cFocus}, {" Tr", cTreasure}, {" Co", cCourage}, {" Ft", cFeat}, {" tokens", cSubtle}},
		{{"B", cDieB}, {"L", cDieL}, {"F", cDieF}, {"P", cDieP}, {"R", cDieR}, {" dice", cSubtle}},
		{{"↻", cCur}, {" marked", cSubtle}},
		{{"✗", cUsed}, {" spent", cSubtle}},
		{{"↯", cFeat}, {" exhausts", cSubtle}},
		{{"▸", cCur}, {" turn", cSubtle}},
		{{"⌖", cEvent}, {" foreshadowed", cSubtle}},
		{{"⚑", cEvent}, {" event", cSubtle}},
		{{"▶◀", cSel}, {" selected", cSubtle}},
	}
	out := []line{title("KEY", w)}
	return append(out, wrapSegs(g, "", "", "  ", w)...)
}
