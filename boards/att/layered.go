package att

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
)

// layered is a folder of files read from top where it has them and from
// under otherwise: the player's own files over the first edition's.
type layered struct{ top, under fs.FS }

func (l layered) Open(name string) (fs.File, error) {
	if l.top != nil {
		f, err := l.top.Open(name)
		if err == nil || !errors.Is(err, fs.ErrNotExist) {
			return f, err
		}
	}
	return l.under.Open(name)
}

// ReadDir lists both layers, top's entry where both have a name.
func (l layered) ReadDir(name string) ([]fs.DirEntry, error) {
	out, err := fs.ReadDir(l.under, name)
	if err != nil {
		return nil, err
	}
	if l.top == nil {
		return out, nil
	}
	top, err := fs.ReadDir(l.top, name)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	for _, e := range top {
		if i := slices.IndexFunc(out, func(u fs.DirEntry) bool { return u.Name() == e.Name() }); i >= 0 {
			out[i] = e
		} else {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}
