package postgres

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hauntgames/haunt/saves"
)

// ErrTakenOver is the kind of error a session's write gets once another
// session, here or on another server, has taken the player's games over.
var ErrTakenOver = errors.New("taken over by another session")

// Store is one player's saves. It keeps the saves.Store contract, and
// saves.Creator. It is safe for concurrent use.
type Store struct {
	db     *DB
	player string
	token  int64 // the hold it writes under; 0 for a store that holds nothing
}

// Store returns a player's saves, for reading and for writing without a
// hold (tools, tests). Sessions use Hold.
func (db *DB) Store(player string) *Store { return &Store{db: db, player: player} }

var _ interface {
	saves.Store
	saves.Creator
} = (*Store)(nil)

// place names a save in messages.
func place(name string) string { return fmt.Sprintf("save %q in PostgreSQL", name) }

func damaged(name, problem string) error {
	return &saves.Error{Where: place(name), Problem: "is damaged: " + problem, Kind: saves.ErrDamaged}
}

// Load reads one save.
func (s *Store) Load(name string) (saves.Save, error) {
	if err := saves.ValidName(name); err != nil {
		return saves.Save{}, err
	}
	var sv saves.Save
	err := s.db.reading(func(ctx context.Context, tx pgx.Tx) error {
		var err error
		sv, err = s.load(ctx, tx, name)
		return err
	})
	return sv, err
}

// load reads a save within a transaction.
func (s *Store) load(ctx context.Context, tx pgx.Tx, name string) (saves.Save, error) {
	var header string
	var count int
	err := tx.QueryRow(ctx, "SELECT header, answers FROM haunt_saves WHERE player = $1 AND name = $2", s.player, name).Scan(&header, &count)
	if errors.Is(err, pgx.ErrNoRows) {
		return saves.Save{}, &saves.Error{Where: place(name), Problem: "does not exist", Kind: saves.ErrNotFound}
	}
	if err != nil {
		return saves.Save{}, readFailed(name, err)
	}
	rows, err := tx.Query(ctx, "SELECT n, answer FROM haunt_answers WHERE player = $1 AND name = $2 ORDER BY n", s.player, name)
	if err != nil {
		return saves.Save{}, readFailed(name, err)
	}
	var answers []string
	var gap error
	for rows.Next() {
		var n int
		var a string
		if err := rows.Scan(&n, &a); err != nil {
			rows.Close()
			return saves.Save{}, readFailed(name, err)
		}
		if n != len(answers) && gap == nil {
			gap = damaged(name, fmt.Sprintf("its answer %d is missing", len(answers)+1))
		}
		answers = append(answers, a)
	}
	if err := rows.Err(); err != nil {
		return saves.Save{}, readFailed(name, err)
	}
	return assemble(name, header, count, answers, gap)
}

// assemble checks a save's rows and reads them as the save file they
// stand for, so a damaged row is reported in a file's words.
func assemble(name, header string, count int, answers []string, gap error) (saves.Save, error) {
	if !json.Valid([]byte(header)) {
		return saves.Save{}, damaged(name, "its header is not valid JSON")
	}
	if gap != nil {
		return saves.Save{}, gap
	}
	if len(answers) != count {
		return saves.Save{}, damaged(name, fmt.Sprintf("it should hold %d answers but holds %d", count, len(answers)))
	}
	var doc bytes.Buffer
	doc.Grow(len(header) + 48*len(answers) + 32)
	doc.WriteString(`{"header":`)
	doc.WriteString(header)
	doc.WriteString(`,"log":[`)
	for i, a := range answers {
		if !json.Valid([]byte(a)) {
			return saves.Save{}, damaged(name, fmt.Sprintf("its answer %d is not valid JSON", i+1))
		}
		if i > 0 {
			doc.WriteByte(',')
		}
		doc.WriteString(a)
	}
	doc.WriteString("]}")
	sv, err := saves.Decode(place(name), doc.Bytes())
	if err != nil {
		return saves.Save{}, err
	}
	// The row's name is the save's name, as a file's is.
	sv.Header.Name = name
	return sv, nil
}

func readFailed(name string, err error) error {
	return fmt.Errorf("cannot read %s: %w", place(name), err)
}

// Write replaces a save: the answers the stored log already holds stay as
// they are and the new ones are added, in one transaction. A stored save
// that does not read is left untouched and the error says so.
func (s *Store) Write(sv saves.Save) error { return s.write(sv, false) }

// Create writes a save whose name must be free.
func (s *Store) Create(sv saves.Save) error { return s.write(sv, true) }

func (s *Store) write(sv saves.Save, create bool) error {
	if err := saves.Prepare(&sv); err != nil {
		return err
	}
	name := sv.Header.Name
	header, err := json.Marshal(sv.Header)
	if err != nil {
		return fmt.Errorf("cannot save %q: %w", name, err)
	}
	lines := make([]string, len(sv.Log))
	for i, a := range sv.Log {
		b, err := json.Marshal(a)
		if err != nil {
			return fmt.Errorf("cannot save %q: %w", name, err)
		}
		lines[i] = string(b)
	}
	var updated *time.Time
	if !sv.Header.Updated.IsZero() {
		updated = &sv.Header.Updated
	}
	err = s.db.inTx(func(ctx context.Context, tx pgx.Tx) error {
		if err := s.fence(ctx, tx, name); err != nil {
			return err
		}
		var stored string
		var count int
		var sum []byte
		lock := func() error {
			return tx.QueryRow(ctx, "SELECT header, answers, digest FROM haunt_saves WHERE player = $1 AND name = $2 FOR UPDATE",
				s.player, name).Scan(&stored, &count, &sum)
		}
		err := lock()
		if errors.Is(err, pgx.ErrNoRows) {
			// A new save, unless another writer makes it first: then this
			// one waits for it, finds its row and goes on as if it had been
			// there (a Create is refused, a Write replaces or extends it).
			tag, ierr := tx.Exec(ctx, `INSERT INTO haunt_saves (player, name, header, answers, digest, updated) VALUES ($1, $2, '', 0, $3, NULL)
				ON CONFLICT (player, name) DO NOTHING`, s.player, name, digest(nil))
			switch {
			case ierr != nil:
				return ierr
			case tag.RowsAffected() == 0:
				err = lock()
			}
		}
		from := 0 // the first answer to write
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			// the row was just inserted: every answer is new
		case err != nil:
			return err
		case create:
			return &saves.Error{Where: place(name), Problem: fmt.Sprintf("already exists: choose another name than %q, or resume that save", name), Kind: saves.ErrExists}
		case count <= len(lines) && bytes.Equal(sum, digest(lines[:count])) && headerReads(name, stored):
			from = count // the usual case: the same game, some answers longer
		default:
			// Another history: replace it, but only a save that reads.
			if _, err := s.load(ctx, tx, name); err != nil {
				return untouched(name, err)
			}
			if _, err := tx.Exec(ctx, "DELETE FROM haunt_answers WHERE player = $1 AND name = $2", s.player, name); err != nil {
				return err
			}
		}
		if from < len(lines) {
			ns := make([]int32, 0, len(lines)-from)
			for n := from; n < len(lines); n++ {
				ns = append(ns, int32(n))
			}
			if _, err := tx.Exec(ctx, `INSERT INTO haunt_answers (player, name, n, answer)
				SELECT $1, $2, k.n, k.a FROM unnest($3::integer[], $4::text[]) AS k(n, a)`,
				s.player, name, ns, lines[from:]); err != nil {
				return err
			}
		}
		_, err = tx.Exec(ctx, "UPDATE haunt_saves SET header = $3, answers = $4, digest = $5, updated = $6 WHERE player = $1 AND name = $2",
			s.player, name, string(header), len(lines), digest(lines), updated)
		return err
	})
	var se *saves.Error
	if err != nil && !errors.As(err, &se) {
		return fmt.Errorf("cannot save %q in PostgreSQL: %w", name, err)
	}
	return err
}

// headerReads says whether a stored header still reads, so that a write
// that only adds answers never hides a damaged save under new ones.
func headerReads(name, header string) bool {
	_, err := assemble(name, header, 0, nil, nil)
	return err == nil
}

// untouched turns why a stored save does not read into why it was not
// replaced.
func untouched(name string, err error) error {
	var e *saves.Error
	if !errors.As(err, &e) {
		return err
	}
	return &saves.Error{Where: e.Where, Kind: e.Kind,
		Problem: "was left untouched, because it cannot be read: it " + e.Problem + "; delete it or save under another name"}
}

// digest is a log's fingerprint: the SHA-256 of its answers, a line each.
func digest(lines []string) []byte {
	h := sha256.New()
	for _, l := range lines {
		h.Write([]byte(l))
		h.Write([]byte{'\n'})
	}
	return h.Sum(nil)
}

// Delete removes a save, damaged or not.
func (s *Store) Delete(name string) error {
	if err := saves.ValidName(name); err != nil {
		return err
	}
	return s.db.inTx(func(ctx context.Context, tx pgx.Tx) error {
		if err := s.fence(ctx, tx, name); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, "DELETE FROM haunt_saves WHERE player = $1 AND name = $2", s.player, name)
		if err != nil {
			return fmt.Errorf("cannot delete %s: %w", place(name), err)
		}
		if tag.RowsAffected() == 0 {
			return &saves.Error{Where: place(name), Problem: "does not exist", Kind: saves.ErrNotFound}
		}
		return nil
	})
}

// List returns the player's saves, newest first. A save whose header does
// not read lists with Err.
func (s *Store) List() ([]saves.Entry, error) {
	var out []saves.Entry
	err := s.db.reading(func(ctx context.Context, tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT name, header FROM haunt_saves WHERE player = $1
			ORDER BY updated DESC NULLS LAST, name`, s.player)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (saves.Entry, error) {
			var e saves.Entry
			var header string
			if err := r.Scan(&e.Name, &header); err != nil {
				return e, err
			}
			sv, err := assemble(e.Name, header, 0, nil, nil)
			e.Header, e.Err = sv.Header, err
			return e, nil
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("cannot list the saves in PostgreSQL: %w", err)
	}
	return out, nil
}

// fence refuses a write by a session whose hold another session took.
func (s *Store) fence(ctx context.Context, tx pgx.Tx, name string) error {
	if s.token == 0 {
		return nil
	}
	var token int64
	err := tx.QueryRow(ctx, "SELECT token FROM haunt_holds WHERE player = $1 FOR SHARE", s.player).Scan(&token)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && token != s.token {
		return &saves.Error{Where: place(name), Kind: ErrTakenOver,
			Problem: "was not written: you connected again from elsewhere, and that session has the game now"}
	}
	return err
}
