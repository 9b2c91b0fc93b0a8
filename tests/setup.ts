// Runs before every test file. Tests run with NODE_ENV=test and quiet logs.
process.env.NODE_ENV = 'test';
