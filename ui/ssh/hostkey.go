package ssh

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	xssh "golang.org/x/crypto/ssh"
)

// HostKey returns the server's private host key in PEM form, reading it from
// path, or, when no file is there, making an ed25519 key and writing it
// there with mode 0600 so the next start uses the same one (players' ssh
// clients remember it and would warn if it changed). A file that is there
// but cannot be read or is not a usable key is an error that says why; it
// is never replaced. created reports whether the key is new.
func HostKey(path string) (pemBytes []byte, created bool, err error) {
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if _, perr := xssh.ParsePrivateKey(data); perr != nil {
			var pass *xssh.PassphraseMissingError
			if errors.As(perr, &pass) {
				return nil, false, fmt.Errorf("the host key %s is protected by a passphrase; haunt needs one without (move it away and haunt makes a new one, or use --host-key FILE)", path)
			}
			return nil, false, fmt.Errorf("the host key %s is not a private key haunt can use (%v); move it away and haunt makes a new one, or use --host-key FILE", path, perr)
		}
		return data, false, nil
	case errors.Is(err, fs.ErrNotExist):
		// Made below.
	default:
		return nil, false, fmt.Errorf("cannot read the host key %s: %v; fix its permissions, or use --host-key FILE", path, pathProblem(err))
	}

	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, false, fmt.Errorf("cannot make a host key: %w", err)
	}
	block, err := xssh.MarshalPrivateKey(priv, "haunt serve host key")
	if err != nil {
		return nil, false, fmt.Errorf("cannot make a host key: %w", err)
	}
	pemBytes = pem.EncodeToMemory(block)
	if err := writeNew(path, pemBytes); err != nil {
		return nil, false, fmt.Errorf("cannot write the new host key %s: %v", path, pathProblem(err))
	}
	return pemBytes, true, nil
}

// writeNew writes a file that must not exist yet, mode 0600, in a folder
// made with mode 0700 when missing. It goes through a temporary file and a
// hard link, so a crash never leaves half a key, and two servers starting
// at once never overwrite each other's.
func writeNew(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".host-key-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Link(tmp.Name(), path)
}

// pathProblem is the cause of a file error without the path, which the
// message already names.
func pathProblem(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
