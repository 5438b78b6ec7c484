"""Fixtures of the Die Dracheninsel UI tests: one headless App per module, in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from common.app import App
from tests.app_fixtures import clean_stage, module_app


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("dracheninsel-ui")) as application:
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    with clean_stage(shared_app) as application:
        yield application


@pytest.fixture(params=[False, True], ids=["normal-text", "larger-text"])
def larger(request: pytest.FixtureRequest, app: App) -> Iterator[bool]:
    """Each test twice: at normal size and with "larger text and pieces"."""
    before = app.settings.larger_text
    app.settings.larger_text = request.param
    yield request.param
    app.settings.larger_text = before
