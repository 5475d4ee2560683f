package ssh

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"

	xssh "golang.org/x/crypto/ssh"
)

// TestHostKeyMadeOnceAndKept: the first start makes an ed25519 key with mode
// 0600 in a folder it makes; later starts read the same key.
func TestHostKeyMadeOnceAndKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "folder", HostKeyFile)
	first, created, err := HostKey(path)
	if err != nil || !created {
		t.Fatalf("first start: created %v, err %v", created, err)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file %v, err %v; want mode 0600", st, err)
	}
	signer, err := xssh.ParsePrivateKey(first)
	if err != nil || signer.PublicKey().Type() != xssh.KeyAlgoED25519 {
		t.Fatalf("the key does not parse as ed25519: %v", err)
	}
	again, created, err := HostKey(path)
	if err != nil || created || string(again) != string(first) {
		t.Fatalf("second start: created %v, err %v, same %v", created, err, string(again) == string(first))
	}
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".host-key-*"))
	if len(leftovers) > 0 {
		t.Fatalf("temporary files left: %v", leftovers)
	}
}

// TestHostKeyRefusesWhatItCannotUse: a key file that cannot be read, is not
// a key, or needs a passphrase stops the server with the reason, and is
// left as it was.
func TestHostKeyRefusesWhatItCannotUse(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage")
	os.WriteFile(garbage, []byte("hello\n"), 0o600)

	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	block, err := xssh.MarshalPrivateKeyWithPassphrase(priv, "", []byte("secret"))
	if err != nil {
		t.Fatal(err)
	}
	locked := filepath.Join(dir, "locked")
	os.WriteFile(locked, pem.EncodeToMemory(block), 0o600)

	for path, want := range map[string]string{
		dir:     "cannot read the host key " + dir + ": is a directory",
		garbage: "is not a private key haunt can use",
		locked:  "is protected by a passphrase",
	} {
		before, _ := os.ReadFile(path)
		_, _, err := HostKey(path)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err %v, want %q", filepath.Base(path), err, want)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Errorf("%s was changed", path)
		}
	}
}

func TestReadAllowed(t *testing.T) {
	dir := t.TempDir()
	key := newKey(t)
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o600)
		return p
	}
	line := strings.TrimSpace(string(xssh.MarshalAuthorizedKey(key.PublicKey())))
	good := write("good", "# the players\n\n"+`no-pty,command="x" `+line+" alice@home\n")
	allowed, err := readAllowed(good)
	if err != nil || !allowed[string(key.PublicKey().Marshal())] || len(allowed) != 1 {
		t.Fatalf("allowed %v, err %v", allowed, err)
	}
	for name, c := range map[string]struct{ text, want string }{
		"typo":  {line + "\nssh-ed25519 AAAAnotakey bob\n", "line 2, is not a public key"},
		"empty": {"# nobody yet\n", "lists no keys"},
	} {
		if _, err := readAllowed(write(name, c.text)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", name, err, c.want)
		}
	}
}
