"""Tween timing (sequence leftovers, parallel, global speed) and the rules markdown parser."""

from __future__ import annotations

from common.markdown import parse_blocks
from common.tween import Call, Delay, Parallel, Sequence, Tween, TweenManager, linear


class Box:
    x = 0.0
    y = 0.0


def test_sequence_hands_leftover_time_to_the_next_step() -> None:
    box = Box()
    log: list[str] = []
    seq = Sequence(
        Tween(box, "x", 0.0, 10.0, 1.0, linear),
        Call(lambda: log.append("mid")),
        Tween(box, "y", 0.0, 10.0, 1.0, linear),
    )
    manager = TweenManager()
    manager.add(seq)
    manager.update(1.5)
    assert box.x == 10.0 and abs(box.y - 5.0) < 1e-9 and log == ["mid"]
    assert manager.update(0.5) is False
    assert box.y == 10.0 and seq.done


def test_parallel_and_global_speed() -> None:
    box = Box()
    done: list[bool] = []
    manager = TweenManager(speed=2.0)
    manager.add(
        Parallel(
            Tween(box, "x", None, 4.0, 1.0, linear),
            Sequence(Delay(0.5), Tween(box, "y", 0.0, 2.0, 0.5, linear)),
            on_done=lambda: done.append(True),
        )
    )
    assert manager.update(0.25) is True  # 0.5 s of animation time
    assert box.x == 2.0 and box.y == 0.0
    manager.update(0.25)
    assert box.x == 4.0 and box.y == 2.0 and done == [True]


def test_markdown_blocks() -> None:
    blocks = parse_blocks(
        "# Title\n\nSome **bold** text\nwrapped.\n\n- one\n- two\n  continued\n1. first\n---\n"
    )
    kinds = [b.kind for b in blocks]
    assert kinds == ["h1", "p", "bullet", "bullet", "number", "rule"]
    assert blocks[1].text == "Some **bold** text wrapped."
    assert blocks[3].text == "two continued"


def test_markdown_bold_keeps_following_punctuation_attached() -> None:
    from common.markdown import _words

    assert _words("a **Drache**, b") == [
        ("a", False, False),
        ("Drache", True, False),
        (",", False, True),
        ("b", False, False),
    ]
