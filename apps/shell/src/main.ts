// The shell is a plain bundle (no federation container, so no async boundary): it starts at once.
import './bootstrap';
